export function ThemeTabSection() {
  return (
    <section aria-labelledby="theme-tab">
      <h2 id="theme-tab">The Theme tab</h2>
      <p>Make the wheel your own with the Theme tab.</p>

      <h3>Quick themes</h3>
      <p>
        Choose <strong>Classic</strong>, <strong>Dark</strong>, <strong>Neon</strong> or <strong>Sunset</strong> to
        restyle the whole wheel in one click.
      </p>

      <h3>Custom colors</h3>
      <p>
        For finer control, use the color pickers to set the wheel background, the text, the border and the pointer.
        A palette of 16 swatches makes it quick to pick a good-looking color without hunting for one.
      </p>

      <h3>Sound effects</h3>
      <p>
        Turn the <strong>Sound effects</strong> switch on to hear a tick each time a slice passes the pointer and a
        chime when the winner is revealed. Turn it off for a silent spin, for example in a quiet classroom or an
        office.
      </p>
    </section>
  );
}
