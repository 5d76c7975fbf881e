export interface SeedOptions {
  /** The scale switch: one household with 1,000 visitors, 300 guests, 500 members. */
  large?: boolean
}
