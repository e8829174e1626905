import type { LanguageCode } from "#domain/locales.ts";

export const CATEGORY_SLUGS = ["forex", "metals", "energy", "indices", "crypto", "stocks"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface CategorySeed {
  slug: CategorySlug;
  names: Record<LanguageCode, string>;
}

/** The home screen's category chips, in display order, named as each market calls them. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    slug: "forex",
    names: {
      hk: "外匯", en: "Forex", jp: "FX", kr: "외환", th: "ฟอเร็กซ์", vn: "Ngoại hối", fr: "Forex",
      de: "Devisen", ru: "Форекс", spa: "Divisas", pt: "Câmbio", ar: "الفوركس", it: "Forex", tr: "Döviz", id: "Valas",
    },
  },
  {
    slug: "metals",
    names: {
      hk: "貴金屬", en: "Metals", jp: "貴金属", kr: "귀금속", th: "โลหะ", vn: "Kim loại", fr: "Métaux",
      de: "Metalle", ru: "Металлы", spa: "Metales", pt: "Metais", ar: "المعادن", it: "Metalli", tr: "Metaller", id: "Logam",
    },
  },
  {
    slug: "energy",
    names: {
      hk: "能源", en: "Energy", jp: "エネルギー", kr: "에너지", th: "พลังงาน", vn: "Năng lượng", fr: "Énergie",
      de: "Energie", ru: "Энергоносители", spa: "Energía", pt: "Energia", ar: "الطاقة", it: "Energia", tr: "Enerji", id: "Energi",
    },
  },
  {
    slug: "indices",
    names: {
      hk: "指數", en: "Indices", jp: "株価指数", kr: "지수", th: "ดัชนี", vn: "Chỉ số", fr: "Indices",
      de: "Indizes", ru: "Индексы", spa: "Índices", pt: "Índices", ar: "المؤشرات", it: "Indici", tr: "Endeksler", id: "Indeks",
    },
  },
  {
    slug: "crypto",
    names: {
      hk: "加密貨幣", en: "Crypto", jp: "暗号資産", kr: "암호화폐", th: "คริปโต", vn: "Tiền điện tử", fr: "Crypto",
      de: "Krypto", ru: "Криптовалюты", spa: "Criptomonedas", pt: "Criptomoedas", ar: "العملات المشفرة", it: "Criptovalute", tr: "Kripto", id: "Kripto",
    },
  },
  {
    slug: "stocks",
    names: {
      hk: "股票", en: "Stocks", jp: "株式", kr: "주식", th: "หุ้น", vn: "Cổ phiếu", fr: "Actions",
      de: "Aktien", ru: "Акции", spa: "Acciones", pt: "Ações", ar: "الأسهم", it: "Azioni", tr: "Hisseler", id: "Saham",
    },
  },
];
