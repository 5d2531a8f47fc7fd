/** The API access section the Settings screen shows. */
export { ApiAccessSection } from "./components/api-access-section";
