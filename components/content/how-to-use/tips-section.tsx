export function TipsSection() {
  return (
    <section aria-labelledby="tips">
      <h2 id="tips">Tips for classrooms, parties and giveaways</h2>

      <h3>In the classroom</h3>
      <ul>
        <li>
          Project the wheel on the board and switch your browser to full-screen mode so the whole class can see it.
        </li>
        <li>
          After a student is picked, <strong>Hide</strong> their name instead of deleting it. Everyone gets a turn
          before anyone goes twice, and you can show all the names again for the next lesson.
        </li>
        <li>Turn off sound effects during quiet work, and turn them back on for the big reveal.</li>
      </ul>

      <h3>At parties</h3>
      <ul>
        <li>Try the Flick or Press and hold mode and let guests spin the wheel themselves.</li>
        <li>Pick a quick theme like Neon or Sunset and turn on sound effects for extra atmosphere.</li>
        <li>Raise the deceleration rate for a long, suspenseful finish.</li>
      </ul>

      <h3>For giveaways</h3>
      <ul>
        <li>Add one entry per participant so everyone has the same chance, and check the visible count before you spin.</li>
        <li>Spin on screen, or during a live stream, so your audience can watch the draw happen.</li>
        <li>
          Click <strong>Export CSV</strong> on the Results tab right after the draw to keep a record with the winner
          and the time.
        </li>
        <li>Make sure your giveaway follows your own rules and the laws where you and your participants live.</li>
      </ul>
    </section>
  );
}
