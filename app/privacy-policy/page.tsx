import type { Metadata } from 'next';
import Link from 'next/link';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'SpinFair has no accounts, no tracking, no analytics and no ads. Your lists and settings stay in your own browser. Read exactly what is stored and where.',
  path: '/privacy-policy',
});

const mailto = `mailto:${site.email}`;

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      intro={`The short version: ${site.name} doesn't collect your data. Everything you type stays in your own browser.`}
    >
      <p>
        <em>Last updated: November 21, 2026</em>
      </p>

      <h2>What we don&apos;t do</h2>
      <p>We built {site.name} to work without knowing anything about you. In particular:</p>
      <ul>
        <li>There are no accounts, so there is nothing to sign up for and no profile about you.</li>
        <li>We don&apos;t use cookies to track you.</li>
        <li>We don&apos;t use analytics tools or visitor statistics services.</li>
        <li>We don&apos;t show ads.</li>
        <li>
          The site makes no requests to third parties. It loads no web fonts, scripts or files from outside services or
          content delivery networks (CDNs); everything comes from the site itself.
        </li>
        <li>We don&apos;t sell, share or rent any information, because we don&apos;t collect any.</li>
      </ul>

      <h2>Everything happens in your browser</h2>
      <p>
        The wheel and the coin flip run entirely on your device. The entries you type, the winners you draw and the
        settings you choose are never sent to us or to anyone else. Picking the winner happens in your browser too.
      </p>
      <p>
        Like any website, the pages are delivered to you by a web server, which needs your device&apos;s network
        address to send the files. This is simply how the internet works; we don&apos;t use it to identify you or
        build a picture of your visits.
      </p>

      <h2>What is saved on your device</h2>
      <p>
        So that your lists are still there when you come back, {site.name} saves some information in your
        browser&apos;s own storage. It stays on your device and is never uploaded.
      </p>
      <h3>Local storage (kept until you delete it)</h3>
      <ul>
        <li>The wheel&apos;s entries.</li>
        <li>Your spin settings.</li>
        <li>Your wheel theme.</li>
        <li>The coin flip&apos;s history and colors.</li>
      </ul>
      <h3>Session storage (cleared automatically)</h3>
      <p>
        The wheel&apos;s results list is kept in session storage, which your browser clears when the browsing session
        ends, for example when you close the tab or window.
      </p>

      <h2>How to delete your data</h2>
      <p>Because the data lives on your device, you are in full control of it:</p>
      <ul>
        <li>
          Use the clear buttons in the app, such as Clear on the wheel&apos;s Results tab or Clear history on the coin
          flip&apos;s Results tab, or delete entries one by one.
        </li>
        <li>
          Or clear this site&apos;s data in your browser&apos;s settings (often called &quot;site data&quot; or
          &quot;cookies and site data&quot;). This removes everything {site.name} has saved on that device.
        </li>
      </ul>

      <h2>Offline use</h2>
      <p>
        {site.name} uses a service worker, a small script that runs in your browser, to store copies of the
        site&apos;s own files on your device. This lets the wheel load quickly and keep working without an internet
        connection. It caches only the site&apos;s own pages and files, not anything you type. Clearing the site data in
        your browser removes this cache too.
      </p>

      <h2>When you e-mail us</h2>
      <p>
        If you write to us at <a href={mailto}>{site.email}</a>, we receive your e-mail address and whatever you choose
        to include in your message. We use it only to answer you. We don&apos;t add you to mailing lists or pass your
        message on to anyone else.
      </p>
      <p>
        Requests about links to or from {site.name} (link requests) are answered by e-mail within 2 to 3 weeks.
      </p>

      <h2>Children</h2>
      <p>
        {site.name} is suitable for use in classrooms and by families. Since we collect no personal information from
        anyone, we don&apos;t knowingly collect any from children. If you are a parent or teacher and have a question
        about this, please <Link href="/contact">contact us</Link>.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If the way {site.name} works changes in a way that affects your privacy, we&apos;ll update this page and the
        date at the top. We encourage you to check back from time to time.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about this policy? E-mail us at <a href={mailto}>{site.email}</a> or visit our{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
