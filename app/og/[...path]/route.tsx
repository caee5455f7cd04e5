import { ImageResponse } from 'next/og';
import { ShareCardImage } from '@/components/og/share-card-image';
import { getAllPosts } from '@/lib/blog/load-posts';
import { allShareCards, SHARE_IMAGE_DIR, SHARE_IMAGE_SIZE } from '@/lib/share-images';
import { LANGUAGES } from '@/lib/i18n/languages';
import { getTemplates } from '@/lib/templates';

// Each share picture is drawn once at build time and written to out/og/…png. A
// route handler rather than the opengraph-image file convention: in a static
// export that convention writes files without the .png extension, which a plain
// static host serves without an image content type.
export const dynamic = 'force-static';
export const dynamicParams = false;

interface ShareImageContext {
  params: Promise<{ path: string[] }>;
}

function cards() {
  return allShareCards(
    LANGUAGES.flatMap((lang) => getAllPosts(lang)),
    LANGUAGES.flatMap((lang) => getTemplates(lang)),
  );
}

export function generateStaticParams(): Array<{ path: string[] }> {
  return cards().map((card) => ({ path: card.imagePath.slice(SHARE_IMAGE_DIR.length + 1).split('/') }));
}

export async function GET(_request: Request, { params }: ShareImageContext): Promise<Response> {
  const imagePath = `${SHARE_IMAGE_DIR}/${(await params).path.join('/')}`;
  const card = cards().find((c) => c.imagePath === imagePath);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<ShareCardImage card={card} />, SHARE_IMAGE_SIZE);
}
