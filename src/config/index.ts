/** The door of config/: what the rest of src/ may use from it. */
export {
  parseSettings,
  secretValues,
  type Settings,
  SettingsError
} from './settings.js'
