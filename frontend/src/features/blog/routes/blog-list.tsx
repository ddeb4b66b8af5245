export default function BlogListPage() {
  return <h1>Blog</h1>;
}
