export interface AccountEraser {
  /**
   * Removes the user and everything personal that hangs off them, in one transaction: the events
   * they host (with their RSVPs and whatever else belongs to those events), their RSVPs on other
   * events (they leave those guest lists), their connections both ways, their settings and the
   * error reports they filed. Erasing an unknown user does nothing. Sessions are ended separately.
   */
  erase(userId: string): Promise<void>;
}
