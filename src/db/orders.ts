import type { AccountDetail, Order } from "#domain/order.ts";
import type { PipwiseDb } from "./schema.ts";

export interface StoredOrdersBook {
  orders: Order[];
  asOf: number;
  account: AccountDetail | null;
}

/**
 * Replaces what is stored with `owner`'s whole book in one transaction: a reader never sees half a
 * book, and a device keeps the orders of one user only.
 */
export async function storeOrdersBook(db: PipwiseDb, owner: number, book: StoredOrdersBook): Promise<void> {
  await db.transaction("rw", db.orders, db.books, async () => {
    await db.orders.clear();
    await db.books.clear();
    await db.orders.bulkPut(book.orders.map((order) => ({ ...order, owner })));
    await db.books.put({ owner, asOf: book.asOf, account: book.account });
  });
}

/** `owner`'s stored book, or undefined when none is stored for that user. */
export async function readOrdersBook(db: PipwiseDb, owner: number): Promise<StoredOrdersBook | undefined> {
  return db.transaction("r", db.orders, db.books, async () => {
    const book = await db.books.get(owner);
    if (!book) return undefined;
    const rows = await db.orders.where("owner").equals(owner).toArray();
    return { orders: rows.map(({ owner: _owner, ...order }) => order), asOf: book.asOf, account: book.account };
  });
}

/** After a logout nothing of the user's trading stays on the device. */
export async function forgetOrdersBooks(db: PipwiseDb): Promise<void> {
  await db.transaction("rw", db.orders, db.books, async () => {
    await db.orders.clear();
    await db.books.clear();
  });
}
