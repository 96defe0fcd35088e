/** Placeholder until the view is built. */
export function SprintPage() {
  return (
    <section className="page">
      <h1>Sprint</h1>
    </section>
  );
}
