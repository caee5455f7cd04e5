import type { Metadata } from 'next';
import Link from 'next/link';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'About SpinFair',
  description:
    'Why SpinFair exists: a free picker wheel where every entry has the same chance, nothing leaves your browser, and everyone can use it, even offline.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <ProsePage
      title="About SpinFair"
      intro={`${site.name} is a free picker wheel for the moments when you need a quick, fair and random choice.`}
    >
      <h2>What SpinFair is</h2>
      <p>
        Type a list of names, ideas or options, spin the wheel and get one winner. That&apos;s the whole idea. There
        are no sign-ups, no pop-ups and no catches: you open the page and start spinning. When you want something even
        simpler, the <Link href="/coin-flip">coin flip</Link> settles a two-way choice in a second.
      </p>
      <p>
        If you don&apos;t want to type a list from scratch, the <Link href="/templates">templates</Link> give you
        ready-made lists you can load in one click and change however you like.
      </p>

      <h2>Who it&apos;s for</h2>
      <p>Anyone who needs a decision made without arguments about fairness. People use it for all sorts of things:</p>
      <ul>
        <li>
          <strong>Teachers</strong> calling on students, forming groups or choosing the next activity.
        </li>
        <li>
          <strong>Teams</strong> deciding who presents first, who takes notes or where lunch comes from.
        </li>
        <li>
          <strong>Families</strong> settling what&apos;s for dinner, whose turn it is or which movie to watch.
        </li>
        <li>
          <strong>Party hosts</strong> running games, dares and prize draws.
        </li>
        <li>
          <strong>Giveaway organizers</strong> picking a winner in front of an audience.
        </li>
      </ul>

      <h2>What we care about</h2>

      <h3>Every entry gets exactly the same chance</h3>
      <p>
        A wheel is only useful if people trust it. Before the wheel starts moving, {site.name} picks the winner using
        your browser&apos;s cryptographic random number generator (<code>crypto.getRandomValues</code>), the same kind
        of randomness used for security. Every visible entry has an equal chance. The spinning animation simply shows
        you the result that was already drawn, so speed settings and spin styles can never tilt the odds.
      </p>

      <h3>Private by design</h3>
      <p>
        There are no accounts, and nothing you type is sent to a server. We don&apos;t use trackers, analytics or ads.
        Your lists and settings are saved in your browser&apos;s local storage, on your own device, so they&apos;re
        still there next time you visit. You can read the details in our{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>

      <h3>Accessible to everyone</h3>
      <p>
        You can use the whole site with a keyboard, screen readers announce each winner, and if your device asks for
        reduced motion, the wheel gives a short, calm spin instead of a long whirl.
      </p>

      <h3>Works offline</h3>
      <p>
        Once you&apos;ve visited the site, it keeps working without an internet connection. That&apos;s handy in a
        classroom with patchy Wi-Fi or at a party where the signal drops.
      </p>

      <h3>Free</h3>
      <p>{site.name} is free to use. There&apos;s nothing to buy and nothing to sign up for.</p>

      <h2>Get started</h2>
      <p>
        New here? The <Link href="/how-to-use">guide to using {site.name}</Link> walks you through every tab and
        setting. If you have a question, an idea or you&apos;ve found a bug, we&apos;d love to hear from you on our{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
