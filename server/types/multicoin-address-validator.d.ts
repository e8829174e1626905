/** The one function of multicoin-address-validator the server calls (the package ships no types). */
declare module "multicoin-address-validator" {
  const validator: {
    validate(address: string, currency: string, options?: { networkType?: "prod" | "testnet" | "both"; chainType?: string }): boolean;
  };
  export default validator;
}
