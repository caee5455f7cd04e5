import Link from 'next/link';

export function CoinFlipSection() {
  return (
    <section aria-labelledby="coin-flip">
      <h2 id="coin-flip">The coin flip</h2>
      <p>
        When there are only two options, the <Link href="/coin-flip">coin flip</Link> is the fastest way to decide.
        Click <strong>FLIP THE COIN!</strong> and watch it land.
      </p>

      <h3>The Flip tab</h3>
      <p>Three sliders shape the animation:</p>
      <ul>
        <li>
          <strong>Duration</strong> sets how long the flip lasts.
        </li>
        <li>
          <strong>Rotations</strong> sets how many times the coin turns over in the air.
        </li>
        <li>
          <strong>Flip height</strong> sets how high the coin is tossed.
        </li>
      </ul>

      <h3>The Customize tab</h3>
      <p>
        Give each side its own label, such as &quot;Yes&quot; and &quot;No&quot; or two names, and choose the colors
        of the sides and the edge. You can also turn the flip&apos;s sound on or off here.
      </p>

      <h3>The Results tab</h3>
      <p>
        See how many times each side has come up, with percentages, along with your last 10 flips. Click{' '}
        <strong>Download CSV</strong> to save your history as a spreadsheet file, or <strong>Clear history</strong> to
        start counting again.
      </p>

      <h3>Is the coin fair?</h3>
      <p>
        Yes. Every flip gives both sides an even 50/50 chance. The sliders only change how the flip looks, not how it
        lands. Over a handful of flips you may well see one side come up more often; that&apos;s normal for true
        randomness, and the percentages tend to even out over many flips.
      </p>
    </section>
  );
}
