export function FairnessSection() {
  return (
    <section aria-labelledby="fairness">
      <h2 id="fairness">Why every spin is fair</h2>
      <p>
        With a physical wheel, a strong arm or a sticky axle can change the outcome. SpinFair works the other way
        around, so nothing about the spin can favor one entry over another:
      </p>
      <ol>
        <li>
          <strong>The winner is drawn first.</strong> The moment you start a spin, your browser&apos;s cryptographic
          random number generator (<code>crypto.getRandomValues</code>) picks one of the visible entries. Each one has
          exactly the same chance.
        </li>
        <li>
          <strong>A landing spot is chosen.</strong> A random point anywhere inside the winner&apos;s slice is picked,
          so the wheel doesn&apos;t always stop dead center on a slice.
        </li>
        <li>
          <strong>The animation shows the result.</strong> The wheel then spins and comes to rest exactly on that
          point.
        </li>
      </ol>
      <p>
        This means the speed sliders and spin modes change only the show: how long the spin lasts and how it looks.
        They never change the odds. A hard flick makes for a longer spin, not a different chance of winning. Hidden
        entries are left out of the draw completely.
      </p>
    </section>
  );
}
