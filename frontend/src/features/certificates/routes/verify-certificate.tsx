export default function VerifyCertificatePage() {
  return <h1>Certificate verification</h1>;
}
