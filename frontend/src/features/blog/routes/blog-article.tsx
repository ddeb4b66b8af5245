export default function BlogArticlePage() {
  return <h1>Article</h1>;
}
