export function App() {
  return <main>Langhe Property</main>;
}
