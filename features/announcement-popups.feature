Feature: Announcement popups
  The announcement list (GET /wps/relay/MCSFE_getListAnnouncements) is loaded 500 ms after start and
  shown as a carousel (autoplay 5000 ms, stops on interaction). Guests see popups of execution B; members
  see A; a first login also sees F (shell.md §3, §6). Visibility is stored per user: a popup is shown
  again when the hash of title plus content changes, or after the 'hide today' period ends at the next
  local midnight after the hide time; closing sets show to false and saves today-hide if the checkbox
  is ticked; with forceRead, the close action first steps through all slides (shell.md §4, §9). Server
  HTML is sanitised before it is rendered: no script, no event handlers, no javascript: links (docs/decisions.md
  "Announcement popups and server HTML").

  Background:
    Given the phone's time zone is "Asia/Manila"

  Scenario: The popup list is loaded 500 ms after start, not before
    Given the player uses the site of merchant "DEMO1" over https
    When the app starts the announcement popups
    And the clock moves on 499 ms
    Then the mock backend received 0 requests for "/wps/relay/MCSFE_getListAnnouncements"
    When the clock moves on 1 ms
    Then the popups shown are "Join today, Weekend jackpot"
    And the mock backend received 1 request for "/wps/relay/MCSFE_getListAnnouncements"

  Scenario Outline: Execution A for members, B for guests, F on a first login
    Given the player uses the site of merchant "<merchant>" over https
    And the player is <who>
    When the announcement popups load
    Then the popups shown are "<popups>"

    Examples:
      | merchant | who                                              | popups                                          |
      | DEMO1    | a guest                                          | Join today, Weekend jackpot                     |
      | DEMO1    | logged in as "player01" with password "Passw0rd!" | Welcome back, New draw rules                    |
      | DEMO1    | logged in as "newbie01" with password "Passw0rd!" | Welcome back, First login gift, New draw rules  |
      | DEMO2    | a guest                                          | Cadastre-se                                     |
      | DEMO2    | logged in as "player01" with password "Passw0rd!" | Bem-vindo                                       |

  Scenario: "Hide today" lasts until the next local midnight, not the next UTC midnight
    Given the player uses the site of merchant "DEMO1" over https
    And the phone's clock reads "2024-05-01 23:00" local time
    When the announcement popups load
    And the player ticks "hide today" and closes the popups
    Then the popups are hidden until "2024-05-02 00:00" local time
    When the phone's clock reads "2024-05-01 23:59" local time
    And the player opens the site again
    And the announcement popups load
    Then no popup is shown
    When the phone's clock reads "2024-05-02 00:00" local time
    And the player opens the site again
    And the announcement popups load
    Then the popups shown are "Join today, Weekend jackpot"

  Scenario: Closing without the checkbox hides the popups on this page only
    Given the player uses the site of merchant "DEMO1" over https
    When the announcement popups load
    And the player closes the popups
    And the announcement popups load
    Then no popup is shown
    When the player opens the site again
    And the announcement popups load
    Then the popups shown are "Join today, Weekend jackpot"

  Scenario: A popup whose title or content changed is shown again on the same day
    Given the player uses the site of merchant "DEMO1" over https
    And the phone's clock reads "2024-05-01 10:00" local time
    When the announcement popups load
    And the player ticks "hide today" and closes the popups
    And the mock changes the content of popup "505" to "<p>Jackpot doubled this weekend.</p>"
    And the player opens the site again
    And the announcement popups load
    Then the popups shown are "Weekend jackpot"

  Scenario: Hide today is kept per user: a member's popups still show after a guest hid theirs
    Given the player uses the site of merchant "DEMO1" over https
    When the announcement popups load
    And the player ticks "hide today" and closes the popups
    And the player is logged in as "player01" with password "Passw0rd!"
    And the player opens the site again
    And the announcement popups load
    Then the popups shown are "Welcome back, New draw rules"

  Scenario: With forceRead, close first steps through all slides
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the announcement popups load
    Then the popup carousel shows slide 1 of 2
    When the player presses close on the popup carousel
    Then the popup carousel shows slide 2 of 2
    When the player presses close on the popup carousel
    Then the popup carousel is closed

  Scenario: Without forceRead, close closes at once
    Given the player uses the site of merchant "DEMO1" over https
    When the announcement popups load
    And the player presses close on the popup carousel
    Then the popup carousel is closed

  Scenario: Autoplay moves every 5000 ms and stops on interaction
    Given the player uses the site of merchant "DEMO1" over https
    When the announcement popups load
    And 5000 ms of popup autoplay pass
    Then the popup carousel shows slide 2 of 2
    When 5000 ms of popup autoplay pass
    Then the popup carousel shows slide 1 of 2
    When the player touches the popup carousel
    And 10000 ms of popup autoplay pass
    Then the popup carousel shows slide 1 of 2

  Scenario: Server HTML is sanitised: no script, no event handler, no javascript: link
    Given the player uses the site of merchant "DEMO1" over https
    When the announcement popups load
    Then the popup "Weekend jackpot" carries no script, no event handler and no javascript: link
    And the popup "Weekend jackpot" still reads "Weekend jackpot: draws every hour from Friday 6 pm."
    And the popup "Weekend jackpot" still links to "/m/activity?id=701"

  Scenario: A failed popup list shows nothing and opens no dialog
    Given the player uses the site of merchant "DEMO1" over https
    And the mock answers "/wps/relay/MCSFE_getListAnnouncements" with HTTP 500
    When the announcement popups load
    Then no popup is shown
    And no notice is shown
