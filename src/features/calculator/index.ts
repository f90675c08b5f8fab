export { WaterproofingCalculator } from "./components/waterproofing-calculator";
