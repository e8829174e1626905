import { createInProcessBus, type Bus } from "../bus.ts";
import { createMarketHub } from "./market-hub.ts";
import { createScriptedPriceSource } from "./scripted-source.ts";
import { BTCUSD, EURUSD } from "./test-instruments.ts";

export interface ScriptedHubOptions {
  bus?: Bus;
  now?: () => number;
  onTick?: () => void;
}

/** For the market tests: a real hub over EURUSD and BTCUSD, fed by the scripted source, always open, saving nowhere; not started. */
export function scriptedHub({ bus = createInProcessBus(), now, onTick }: ScriptedHubOptions = {}) {
  const source = createScriptedPriceSource({ instruments: [EURUSD, BTCUSD], now });
  const hub = createMarketHub({ instruments: [EURUSD, BTCUSD], source, bus, sink: { save: async () => {} }, sessionMode: "always-open", initial: new Map(), now, onTick });
  return { hub, source, bus };
}
