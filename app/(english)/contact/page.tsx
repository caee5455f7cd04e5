import type { Metadata } from 'next';
import Link from 'next/link';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Questions, ideas or a bug to report? E-mail the SpinFair team at hello@spinfair.app. We usually reply within 24 to 48 hours.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <ProsePage
      title="Contact Us"
      intro="Have a question, a suggestion or a problem with the wheel? We read every message."
    >
      <h2>E-mail us</h2>
      <p>
        The best way to reach us is by e-mail at <a href={`mailto:${site.email}`}>{site.email}</a>. We usually reply
        within 24 to 48 hours.
      </p>
      <p>
        A feedback form is coming soon. Until then, e-mail is the way to send us your thoughts. Before you write, you
        might find a quick answer in the <Link href="/faq">FAQ</Link> or the{' '}
        <Link href="/how-to-use">guide to using {site.name}</Link>.
      </p>

      <h2>Reporting a bug</h2>
      <p>If something isn&apos;t working as it should, a few details help us find and fix it much faster:</p>
      <ul>
        <li>
          <strong>Your device</strong>, for example a Windows laptop, a Mac, an iPhone or an Android tablet.
        </li>
        <li>
          <strong>Your browser</strong> and, if you know it, its version, for example Chrome, Safari, Firefox or Edge.
        </li>
        <li>
          <strong>What you did</strong>, step by step, what you expected to happen and what happened instead.
        </li>
      </ul>
      <p>A screenshot is welcome too, if it helps show the problem.</p>

      <h2>Your privacy</h2>
      <p>
        We don&apos;t ask for any personal information beyond what you choose to include in your message. We use your
        e-mail only to answer you. You can read more in our <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    </ProsePage>
  );
}
