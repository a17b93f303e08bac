/** /Empty: a blank page inside the application layout, for composing new screens. */
export function EmptyPage() {
  return <h1 className="sr-only">Página em branco</h1>;
}
