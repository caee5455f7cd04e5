import { Key } from '@/components/content/how-to-use/key';

export function SpinTabSection() {
  return (
    <section aria-labelledby="spin-tab">
      <h2 id="spin-tab">The Spin tab</h2>
      <p>
        The Spin tab controls how the wheel moves. Pick a spin mode, adjust the sliders, and spin as many times as you
        like.
      </p>

      <h3>Spin modes</h3>
      <dl>
        <dt>Classic</dt>
        <dd>Each spin starts at a random speed somewhere between your minimum and maximum speed.</dd>
        <dt>Random</dt>
        <dd>
          Like Classic, but each spin also starts with a random extra turn of up to half a revolution, so no two
          spins look alike.
        </dd>
        <dt>Press and hold</dt>
        <dd>
          Press and hold the wheel to build up speed, then let go to send it spinning. The longer you hold, the more
          speed it builds.
        </dd>
        <dt>Flick</dt>
        <dd>
          Grab the wheel and flick it, just like a real prize wheel. The harder you flick, the longer it spins. This
          mode feels especially natural on a touch screen.
        </dd>
      </dl>

      <h3>The speed sliders</h3>
      <ul>
        <li>
          <strong>Minimum speed</strong> and <strong>Maximum speed</strong> set the range the wheel&apos;s speed is
          chosen from.
        </li>
        <li>
          <strong>Acceleration rate</strong> sets how quickly the wheel gains speed while you hold it in Press and hold
          mode.
        </li>
        <li>
          <strong>Deceleration rate</strong> is how much speed the wheel keeps from one moment to the next as it coasts.
          A higher rate (up to 0.999) means a longer, more suspenseful finish; a lower one stops it sooner.
        </li>
      </ul>

      <h3>Start a spin</h3>
      <p>
        Click the <strong>SPIN THE WHEEL!</strong> button. If you prefer the keyboard, move the focus to the wheel and
        press <Key>Space</Key> or <Key>Enter</Key>. While the wheel turns, a progress bar shows how far along the spin
        is. When it stops, the winner sits under the pointer and is added to the Results tab.
      </p>
    </section>
  );
}
