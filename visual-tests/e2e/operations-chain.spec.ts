// The operations API's flows, one after another in one worker (the project is not fully
// parallel): each moves Camila's money and checks her balances to the peso, so each must see the
// previous one's end. One file instead of a chain of dependent projects, so the other worker
// never waits for the chain's last link.
import './operations/fund-operations.flow.ts';
import './operations/pay-buttons.flow.ts';
import './operations/currency-spot.flow.ts';
// Before the signing: its second factor sends every later login of Camila's to clavePrimaria.
import './operations/stock-orders.flow.ts';
import './operations/order-signing.flow.ts';
// After the signing: her transfers abroad are confirmed with the app it enrolled.
import './operations/tefe-instructions.flow.ts';
