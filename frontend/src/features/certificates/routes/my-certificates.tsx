export default function MyCertificatesPage() {
  return <h1>My Certificates</h1>;
}
