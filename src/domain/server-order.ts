/** Each item with its place in the server's list (`Seq`), the shape in which the device keeps that order. */
export function withServerOrder<T extends object>(items: readonly T[]): (T & { Seq: number })[] {
  return items.map((item, Seq) => ({ ...item, Seq }));
}
