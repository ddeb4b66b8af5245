export default function AboutPage() {
  return <h1>About us</h1>;
}
