Feature: App-download prompt
  The app-download prompt is decided by one policy over the server's app-prompt settings, the member
  (types 0, 1 and 2 only), the deposit and withdrawal stats (polled every 30 s), the route and the
  domain; it can be forced (no close) or closable, once forced it stays forced for the session, and a
  closed prompt is recorded in session data with a counter. It shows the merchant's announcements of
  category app_download, asked when it opens. On iOS 17 (or later) a download tip shows; on
  earlier iOS a go-to-settings notice appears and then a provisioning file opens (player-journey.md §2, §3,
  §4, §5, §9; shell.md §3, §4, §5; docs/decisions.md "App-download prompt policy", "Prompts: iOS install flow,
  push Not now, one modal at a time"). The scheduler is a fake one.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the app-prompt setting "download_condition_switch" is on with value "1"

  Scenario: /m/voucherCenter carries the first-deposit prompt for a member with no deposit
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows closable in "bottom" mode

  Scenario: No first-deposit prompt once a deposit succeeded
    Given "agent01" of "DEMO1" has 1 successful deposits
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows

  Scenario: bottom_app_bar_mode fullscreen
    Given the app-prompt setting "bottom_app_bar_mode" is on with value "fullscreen"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows closable in "fullscreen" mode

  Scenario: The stats are polled every 30 s while the deposit page shows
    Given the app-prompt setting "first_deposit" is off
    And the app-prompt setting "deposit_times" is on with value "1"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows
    When "agent01" of "DEMO1" has 1 successful deposits
    And 29 seconds pass
    Then no install modal shows
    When 1 seconds pass
    Then the install modal shows closable in "bottom" mode

  Scenario: Once forced, it stays forced for the session
    Given the app-prompt setting "first_deposit" is off
    And the app-prompt setting "deposit_least_times_forced" is on with value "0"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows forced in "bottom" mode
    When the player closes the install modal
    Then the install modal shows forced in "bottom" mode
    And the session data records "appDownloadForced" as "1"

  Scenario: A closed prompt is recorded in session data with a counter
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    And the player closes the install modal
    Then no install modal shows
    And the session data records "appDownloadClosed" as "1"

  Scenario: The withdrawal page carries the first-withdrawal prompt
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "withdraw" page
    Then the install modal shows closable in "bottom" mode

  Scenario: bind_card 1: only when no card is bound
    Given the app-prompt setting "bind_card" is on with value "1"
    When the player logs in as "player01" with password "Passw0rd!"
    And the player opens the "bind-card" page
    Then no install modal shows

  Scenario: bind_card 2: every time
    Given the app-prompt setting "bind_card" is on with value "2"
    When the player logs in as "player01" with password "Passw0rd!"
    And the player opens the "bind-card" page
    Then the install modal shows closable in "bottom" mode

  Scenario: Member type 4 never sees a download prompt
    When the player logs in as "nochat01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows

  Scenario: domains_switch 3 on a domain that is not listed
    Given the app-prompt setting "domains_switch" is on with value "3" listing "other.example"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows

  Scenario: download_condition_switch off: no prompt on the deposit page
    Given the app-prompt setting "download_condition_switch" is off
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows

  Scenario: The game view's in-game prompt opens it
    Given the app-prompt setting "in_game_popup_interval" is on with value "5"
    When the player logs in as "player01" with password "Passw0rd!"
    And the game view's prompt fires
    Then the install modal shows closable in "bottom" mode

  Scenario: The download button records the downloadApp tracking event
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    And the player uses the download button
    Then the tracking events were "downloadApp agent01"

  Scenario: "web-app install button": the browser's captured prompt, accepted, stores the installed flag and the modal is skipped after
    Given the player's Android phone has captured the browser's install prompt, to be "accepted"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows closable in "bottom" mode
    And the install modal offers the web-app install button
    When the player taps the install modal's web-app install button
    Then the browser's install prompt was shown 1 time
    And the installed flag is stored
    And no install modal shows
    When the player opens the "withdraw" page
    Then no install modal shows

  Scenario: The browser's install prompt dismissed: nothing is stored and the modal stays
    Given the player's Android phone has captured the browser's install prompt, to be "dismissed"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    And the player taps the install modal's web-app install button
    Then the browser's install prompt was shown 1 time
    And no installed flag is stored
    And the install modal shows closable in "bottom" mode

  Scenario: Without a captured browser install prompt the web-app install button is absent
    Given the player's Android phone has captured no browser install prompt
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows closable in "bottom" mode
    And the install modal has no web-app install button

  Scenario: iOS 17 or later: the download button leads to the iOS link and then the download tip shows
    Given the prompt runs on an "iPhone on iOS 17"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the install modal shows no download tip
    When the player uses the download button
    Then the install modal shows the download tip

  Scenario: Earlier iOS: the download button shows the go-to-settings notice, then the provisioning file opens
    Given the prompt runs on an "iPhone on iOS 16"
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    And the player taps the install modal's download button for the provisioning file
    Then the go-to-settings notice is shown
    And the install modal steps aside
    And no link has been opened by the install modal
    When the player confirms the notice
    Then the redirect page opens the link "https://download.mock.invalid/demo1/webclip.mobileconfig"
    And the install modal shows closable in "bottom" mode

  Scenario: The install modal shows the merchant's app_download announcements, asked when it opens
    When the player logs in as "agent01" with password "Passw0rd!"
    Then no app_download announcement list has been asked
    When the player opens the "deposit" page
    Then the install modal shows closable in "bottom" mode
    And the install modal shows the announcement "Get the app"
    And the app_download announcement list was asked 1 time, with types "PR" and platform "M"

  Scenario: No install modal, no app_download announcement list
    Given "agent01" of "DEMO1" has 1 successful deposits
    When the player logs in as "agent01" with password "Passw0rd!"
    And the player opens the "deposit" page
    Then no install modal shows
    And no app_download announcement list has been asked
