Feature: Download bar
  A thin bar on home: shown unless hidden this session, or the user is in the app or a home-screen app;
  it may require login (login_required) and shows only when the member's VIP rank level reaches the
  configured level (download_bar_rank_level); closing it hides the bar and shows the app window
  (player-journey.md §4, §6; shell.md §4; docs/decisions.md "App-download prompt policy"). The mock's
  downloadBar switch serves the seeded level 2.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the mock's download bar is on

  Scenario: A member whose VIP rank reaches the configured level sees the bar
    When the player logs in as "player01" with password "Passw0rd!"
    And home shows
    Then the download bar shows

  Scenario: A member below the configured level does not
    When the player logs in as "agent01" with password "Passw0rd!"
    And home shows
    Then the download bar is hidden

  Scenario: Without a level a guest sees it, unless login is required
    Given the app-prompt setting "download_bar_rank_level" is off
    When home shows
    Then the download bar shows
    Given the app-prompt setting "login_required" is on with value "1"
    When the player opens the site again
    And home shows
    Then the download bar is hidden

  Scenario: Closing it hides the bar for the session and shows the app window
    When the player logs in as "player01" with password "Passw0rd!"
    And home shows
    And the player closes the download bar
    Then the download bar is hidden
    And the install modal shows closable in "bottom" mode
    And the session data records "hideDownloadBar" as "1"
    When home shows
    Then the download bar is hidden

  Scenario: Not in a home-screen app
    Given the site runs as a home-screen app
    When the player logs in as "player01" with password "Passw0rd!"
    And home shows
    Then the download bar is hidden
