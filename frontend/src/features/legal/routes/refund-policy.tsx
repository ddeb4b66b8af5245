export default function RefundPolicyPage() {
  return <h1>Refund Policy</h1>;
}
