// Prints the operation table of README.md from the contract (npm run table -w contracts).
import { operationTable } from '../src/operation-table';

console.log(operationTable());
