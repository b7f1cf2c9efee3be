/** Placeholder until the admin dashboard lands (another issue replaces this file). */
export default function AdminApp() {
  return (
    <main>
      <h1>Admin</h1>
      <p>The admin dashboard is being built.</p>
    </main>
  );
}
