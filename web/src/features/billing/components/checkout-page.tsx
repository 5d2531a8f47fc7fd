export function CheckoutPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Checkout</h1></main>;
}
