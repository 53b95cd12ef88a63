Feature: Chat
  "Chat is shown only if option CBS3 is on. Not logged in: chat redirects to /m/login. Member type 4:
  message no_permissions and no unread count" (player-journey.md §5). The chat footer button carries an
  unread badge from CBS_unreadCount, refreshed while the page is visible (every 30 s,
  docs/decisions.md "Chat"). Launching chat POSTs CBS_launchChat with b2c, title, backUrl and language
  (default CN) and opens the answered chatUrl (player-journey.md §7).

  Scenario: With CBS3 off the chat is hidden and nothing about chat is asked
    Given the player uses the site of merchant "DEMO1" over https
    And the mock turns the white-label flag "CBS3" off for "DEMO1"
    And the player is logged in as "player01" with password "Passw0rd!"
    When the chat button is set up on a visible page
    And 60 s pass on the chat clock
    Then the chat button is hidden
    When the player presses the chat button
    Then the chat launch answers "hidden"
    And the mock backend received 0 requests for "/wps/relay/CBS_unreadCount"
    And the mock backend received 0 requests for "/wps/relay/CBS_launchChat"

  Scenario: A guest's chat button leads to /m/login and asks no unread count
    Given the player uses the site of merchant "DEMO1" over https
    When the chat button is set up on a visible page
    And 60 s pass on the chat clock
    Then the chat button shows without an unread badge
    When the player presses the chat button
    Then the player is taken to "/m/login"
    And the mock backend received 0 requests for "/wps/relay/CBS_unreadCount"
    And the mock backend received 0 requests for "/wps/relay/CBS_launchChat"

  Scenario: Member type 4 gets the message no_permissions and no unread count
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "nochat01" with password "Passw0rd!"
    When the chat button is set up on a visible page
    And 60 s pass on the chat clock
    Then the chat button shows without an unread badge
    When the player presses the chat button
    Then the toast "no_permissions" is shown
    And the mock backend received 0 requests for "/wps/relay/CBS_unreadCount"
    And the mock backend received 0 requests for "/wps/relay/CBS_launchChat"

  Scenario: The unread badge is refreshed while the page is visible, not while it is hidden
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the chat button is set up on a visible page
    Then the unread badge shows 2
    Given "player01" has 6 unread chat messages
    When 30 s pass on the chat clock
    Then the unread badge shows 6
    And the mock backend received 2 requests for "/wps/relay/CBS_unreadCount"
    When the page is hidden
    And 90 s pass on the chat clock
    Then the mock backend received 2 requests for "/wps/relay/CBS_unreadCount"
    Given "player01" has 1 unread chat message
    When the page is visible again
    Then the unread badge shows 1
    And the mock backend received 3 requests for "/wps/relay/CBS_unreadCount"

  Scenario: Logging out drops the badge and stops the refresh
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the chat button is set up on a visible page
    Then the unread badge shows 2
    When the player logs out of the chat page
    And 90 s pass on the chat clock
    Then the chat button shows without an unread badge
    And the mock backend received 1 request for "/wps/relay/CBS_unreadCount"

  Scenario: Launching chat posts b2c, title, backUrl and language, then opens the chatUrl
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the chat button is set up on a visible page
    And the player presses the chat button on "https://m.demo.test/m/home" titled "Lottery"
    Then the chat launch sent b2c true, title "Lottery", backUrl "https://m.demo.test/m/home" and language "EN"
    And the chat opened "https://m.demo.test/wps/mock/chat/demo1?lang=EN" outside the app
