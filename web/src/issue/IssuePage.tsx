/** Placeholder until the view is built. */
export function IssuePage() {
  return (
    <section className="page">
      <h1>Issue</h1>
    </section>
  );
}
