import type { CatalogRepo, InstrumentRow } from "../store/catalog-repo.ts";
import { CATEGORY_SEEDS } from "./categories.ts";
import { INSTRUMENT_SEEDS } from "./instruments/all.ts";
import { SWAP_DEFAULTS } from "./instruments/swap-defaults.ts";

/** Writes the seeded categories and instruments; returns the instruments with their ids. */
export async function seedCatalog(catalog: CatalogRepo): Promise<InstrumentRow[]> {
  const categories = await catalog.insertCategories(
    CATEGORY_SEEDS.map((c, order) => ({ slug: c.slug, names: c.names, sortOrder: order + 1 })),
  );
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  return catalog.insertInstruments(
    INSTRUMENT_SEEDS.map((s, order) => ({
      code: s.code,
      showCode: s.showCode,
      name: s.name,
      logo: s.logo,
      categoryId: categoryId.get(s.category)!,
      pricePrecision: s.precision,
      pip: s.pip,
      contractSize: s.contractSize,
      minLots: s.minLots,
      feeRate: s.feeRate,
      feePerLot: s.feePerLot,
      marginMode: s.marginMode,
      leverageOptions: s.leverage,
      quoteCurrency: s.quoteCurrency,
      session: s.session,
      spreadPoints: s.spreadPoints,
      basePrice: s.basePrice,
      dailyVolatility: s.dailyVolatility,
      sortOrder: order + 1,
      ...SWAP_DEFAULTS[s.category],
    })),
  );
}
