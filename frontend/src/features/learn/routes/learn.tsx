export default function LearnPage() {
  return <h1>Learning</h1>;
}
