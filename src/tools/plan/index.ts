/** The door of tools/plan/: what the rest of src/ may use from it. */
export {
  createPlanTool,
  formatPlanForModel,
  planFromDetails,
  type PlanItem
} from './plan.js'
