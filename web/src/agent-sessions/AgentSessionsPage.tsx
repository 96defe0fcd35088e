/** Placeholder until the view is built. */
export function AgentSessionsPage() {
  return (
    <section className="page">
      <h1>Agent sessions</h1>
    </section>
  );
}
