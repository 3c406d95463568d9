export interface AccountEraser {
  /**
   * Removes the user and everything personal that hangs off them, inside the caller's unit of
   * work (one transaction): the events they host (with their RSVPs and whatever else belongs to
   * those events), their RSVPs on other events (they leave those guest lists), their connections
   * both ways, their settings and the error reports they filed. Erasing an unknown user does
   * nothing. Sessions and uploaded files are ended and deleted separately.
   */
  erase(userId: string): Promise<void>;
}
