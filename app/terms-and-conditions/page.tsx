import type { Metadata } from 'next';
import Link from 'next/link';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Terms & Conditions',
  description:
    'The plain-language terms for using SpinFair: free to use, provided as is, meant for fun and everyday decisions, and your content stays on your device.',
  path: '/terms-and-conditions',
});

const mailto = `mailto:${site.email}`;

export default function TermsPage() {
  return (
    <ProsePage
      title="Terms & Conditions"
      intro={`These terms explain, in plain language, the rules for using ${site.name}. By using the site, you agree to them.`}
    >
      <p>
        <em>Last updated: November 21, 2026</em>
      </p>

      <h2>Free to use</h2>
      <p>
        {site.name}, including the picker wheel, the coin flip and the templates, is free for personal, classroom and
        work use. You don&apos;t need an account, and you don&apos;t need to pay for anything.
      </p>

      <h2>Provided as is</h2>
      <p>
        We work hard to keep {site.name} fair, fast and reliable, but we provide it &quot;as is&quot; and &quot;as
        available,&quot; without warranties of any kind. We can&apos;t promise that the site will always be
        available, free of errors, or suitable for every purpose, and we may change or discontinue features at any
        time.
      </p>

      <h2>What the wheel is for</h2>
      <p>
        The wheel and the coin flip are meant for fun and for everyday decisions: choosing a student, a lunch spot, a
        game or whose turn it is. Please don&apos;t use them:
      </p>
      <ul>
        <li>for gambling or betting of any kind, or</li>
        <li>for lotteries, raffles or other draws that are regulated by law or require an official process.</li>
      </ul>
      <p>
        If you use {site.name} to pick the winner of a giveaway or contest, you are the organizer. You are responsible
        for your own rules, for telling participants how the winner will be chosen, and for following the laws that
        apply where you and your participants live.
      </p>

      <h2>Acceptable use</h2>
      <p>When you use {site.name}, please don&apos;t:</p>
      <ul>
        <li>use it to break the law or to harass, threaten or harm anyone;</li>
        <li>try to disrupt, overload or interfere with the site or the servers that deliver it;</li>
        <li>
          copy the site and present it as your own, or use it in a way that misleads people about who made it;
        </li>
        <li>claim that a result came from {site.name} when it did not.</li>
      </ul>

      <h2>Your content</h2>
      <p>
        The entries, lists and settings you create are yours. They stay on your own device, in your browser&apos;s
        storage, and are never sent to us. You are responsible for what you put on your wheel, especially if you show
        it to other people. Our <Link href="/privacy-policy">privacy policy</Link> explains what is stored and how to
        delete it.
      </p>

      <h2>Our content</h2>
      <p>
        The text, design, graphics and code of {site.name} belong to us. You&apos;re welcome to share links to any
        page and to show the wheel on screen, for example in a classroom, a meeting or a live stream. Please don&apos;t
        copy our text or design for your own site or product without our permission.
      </p>

      <h2>Links to and from the site</h2>
      <p>
        You may link to {site.name} from your website, blog or course materials without asking. Some pages on our site
        may link to other websites; we are not responsible for their content or their privacy practices.
      </p>
      <p>
        For any request about links to or from {site.name} (link requests), e-mail us at{' '}
        <a href={mailto}>{site.email}</a>. We answer link requests by e-mail within 2 to 3 weeks.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the fullest extent allowed by law, we are not liable for any loss or damage that comes from using, or not
        being able to use, {site.name}. This includes decisions made with the wheel or the coin, lost lists or settings
        (for example after your browser&apos;s data is cleared), and any consequences of giveaways or contests you run.
        Nothing in these terms limits rights you have under laws that can&apos;t be waived.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. When we do, we&apos;ll change the date at the top of this page. If
        you keep using {site.name} after a change, that means you accept the updated terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? E-mail us at <a href={mailto}>{site.email}</a> or visit our{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
