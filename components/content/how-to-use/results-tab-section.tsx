export function ResultsTabSection() {
  return (
    <section aria-labelledby="results-tab">
      <h2 id="results-tab">The Results tab</h2>
      <p>
        Every winner is listed on the Results tab, newest first. Next to each one you&apos;ll see how long ago it was
        drawn, such as &quot;Just now&quot; or &quot;5m ago.&quot;
      </p>
      <ul>
        <li>
          <strong>Copy</strong> or <strong>Share</strong> your results to paste them into a chat, an e-mail or your
          notes.
        </li>
        <li>
          <strong>Export CSV</strong> downloads a file called <code>wheel_results.csv</code> with three columns:
          Position, Winner and Timestamp. It opens in any spreadsheet app.
        </li>
        <li>
          <strong>Clear</strong> empties the list when you want to start fresh.
        </li>
      </ul>
      <p>
        Results are kept only for your current browser session. When the session ends, for example when you close the
        tab, they&apos;re gone, so export them first if you want to keep a record.
      </p>
    </section>
  );
}
