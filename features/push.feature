Feature: Push notifications
  After login a push token is bound and subscribed to topic ALL; after logout it is unsubscribed
  (unsubscribeAll). The token is created on first subscribe, refreshed when older than 7 days and replaced
  if the subscription details change. Push registration happens only when the provider settings contain
  a vapid key (in the shared config's smsProvider, shell §3); a denied permission gives the message notification_request_tips; on iOS only a home-screen
  app registers (player-journey.md §4, §5, §7, §8, §9). The permission modal's "Not now" holds for 7 days,
  and the modal never shows over another modal (docs/decisions.md "Prompts: iOS install flow, push Not now,
  one modal at a time").
  The clock is a fake one; the messaging provider numbers its tokens fcm-1, fcm-2, …

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: After login the token is created on first subscribe, bound and subscribed to topic ALL
    Given push runs on an "Android phone" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL"
    And the mock holds token "fcm-1" for "player01" with topics "ALL"
    And the messaging provider made 1 token

  Scenario: After logout the push token is unsubscribed from every topic
    Given push runs on an "Android phone" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And the player logs out
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL, unsubscribeAll fcm-1"
    And the mock holds token "fcm-1" for "player01" with topics ""

  Scenario: The same token within 7 days
    Given push runs on an "Android phone" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And 6 days pass
    And the player reopens the site on that phone
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL, bind fcm-1, subscribe fcm-1 ALL"
    And the messaging provider made 1 token

  Scenario: A token older than 7 days is refreshed and bound again
    Given push runs on an "Android phone" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And 8 days pass
    And the player reopens the site on that phone
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL, bind fcm-2, subscribe fcm-2 ALL"
    And the messaging provider deleted "fcm-1"

  Scenario: A token is replaced when the subscription details change (a new vapid key)
    Given push runs on an "Android phone" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And merchant "DEMO1" changes its vapid key to "rotated-vapid-key"
    And the player reopens the site on that phone
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL, bind fcm-2, subscribe fcm-2 ALL"
    And the messaging provider was last asked with vapid key "rotated-vapid-key"

  Scenario: The vapid key comes in the shared config's smsProvider (shell §3 "smsProvider (firebase, apiKey)"): the permission is asked and the token bound
    Given the consolidated settings of merchant "DEMO1" carry the provider config, vapid key included, only in smsProvider
    And push runs on an "Android phone" whose notification permission is "default"
    And the browser will answer "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the push permission modal opens
    When the player answers the push permission modal with "allow"
    And the session calls have settled
    Then the browser was asked for the notification permission
    And the push calls were "bind fcm-1, subscribe fcm-1 ALL"
    And the messaging provider was last asked with vapid key "mock-vapid-key-demo1-mock"

  Scenario: No vapid key in the provider settings: no push call, no modal, no tip
    Given the player uses the site of merchant "DEMO2" over https
    And push runs on an "Android phone" whose notification permission is "denied"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And the player logs out
    And the session calls have settled
    Then the push calls were ""
    And no toast shows "notification_request_tips"

  Scenario: Permission denied: the message notification_request_tips, once per session, and no call
    Given push runs on an "Android phone" whose notification permission is "denied"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then a toast shows "notification_request_tips"
    When the player reopens the site on that phone
    And the session calls have settled
    Then no toast shows "notification_request_tips"
    And the push calls were ""

  Scenario: Permission undecided: the modal opens after login; Allow asks the browser, which grants
    Given push runs on an "Android phone" whose notification permission is "default"
    And the browser will answer "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the push permission modal opens
    When the player answers the push permission modal with "allow"
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL"

  Scenario: Not now is remembered for 7 days, beyond the session; then the modal is asked again
    Given push runs on an "Android phone" whose notification permission is "default"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the push permission modal opens
    When the player answers the push permission modal with "not-now"
    And the session calls have settled
    And the player reopens the site on that phone
    And the session calls have settled
    Then the push permission modal is closed
    When a new browser session begins
    And the player reopens the site on that phone
    And the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the push permission modal is closed
    And the push calls were ""
    When 7 days pass
    And the player reopens the site on that phone
    Then the push permission modal opens

  Scenario: Never over another modal: asked while another prompt is open, the modal waits for it to close
    Given push runs on an "Android phone" whose notification permission is "default"
    And the "announcement-popup" prompt is open on that page
    When the player logs in as "player01" with password "Passw0rd!"
    Then the push permission modal waits, unseen
    When that prompt closes
    Then the push permission modal opens
    And the open prompts are "push-permission"

  Scenario: iOS in the browser: no registration
    Given push runs on an "iPhone in Safari" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the push calls were ""

  Scenario: iOS home-screen app: registration
    Given push runs on an "iPhone home-screen app" whose notification permission is "granted"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the push calls were "bind fcm-1, subscribe fcm-1 ALL"
