/** Loopback ports of the servers the suite starts (away from the dev defaults 6006, 5173, 8787). */
export const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6008);
export const apiPort = Number(process.env.E2E_API_PORT ?? 8790);
/** The API with a 20-second session lifespan (the idle prompt's end-to-end test). */
export const idleApiPort = Number(process.env.E2E_IDLE_API_PORT ?? 8791);
/** The API whose clock starts at 13:20, between the 13:00 and 14:00 cut-offs (fund operations). */
export const operationsApiPort = Number(process.env.E2E_OPERATIONS_API_PORT ?? 8792);
/** The API one test starts itself just before the exchange opens (a limit order's fill). */
export const marketOpeningApiPort = Number(process.env.E2E_MARKET_API_PORT ?? 8793);
