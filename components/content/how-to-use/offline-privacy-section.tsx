import Link from 'next/link';

export function OfflinePrivacySection() {
  return (
    <section aria-labelledby="offline-privacy">
      <h2 id="offline-privacy">Offline and privacy</h2>
      <p>
        After your first visit, the site keeps working even without an internet connection, so a flaky classroom or
        venue Wi-Fi won&apos;t stop the fun. Everything happens in your browser: your entries, settings and results
        never leave your device. Your list and settings are saved on your device for next time, while results last
        only for the current browser session. Read the details in our{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    </section>
  );
}
