import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { VerifyPage, verifyMetadata } from '@/app/_pages/verify-page';

export async function generateMetadata({ params }: LangParams) {
  return verifyMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <VerifyPage lang={await languageOf(params)} />;
}
