Feature: Customer service
  "Contact us" and "customer services" open the merchant's customer-service entries: one entry opens
  directly; several open an action list of titled entries, each titled CS plus its number by default
  (player-journey.md §2). Entries with no labelIds are general; members with a VIP label get entries
  matching their label, falling back to the general ones (shell.md §5). Links with a scheme other
  than http(s) are refused. Support-widget scripts are injected only when opened: after a 500 ms
  wait, with checks at 1 s and 3 s (player-journey.md §9).

  Scenario: A guest gets an action list of the general entries, and the chosen link opens in a new tab
    Given the player uses the site of merchant "DEMO1" over https
    When the player opens customer service
    Then an action list titled "services" offers "Live chat, CS 2, Telegram"
    When the player chooses "Telegram"
    Then the link "https://t.mock.invalid/demo1" opened in a new tab

  Scenario: An entry whose link is javascript: is refused, never offered
    Given the player uses the site of merchant "DEMO1" over https
    When the player opens customer service
    Then the action list does not offer "Old chat"

  Scenario: The entries are fetched on the first open, not at boot, and then kept
    Given the player uses the site of merchant "DEMO1" over https
    Then the mock backend received 0 requests for "/wps/relay/WPSCORE_getCustomerServiceScript"
    When the player opens customer service
    And the player closes the action list
    Then no link opened
    When the player opens customer service
    Then the mock backend received 1 request for "/wps/relay/WPSCORE_getCustomerServiceScript"

  Scenario: A VIP member gets the entry of their label, opened directly
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the member with VIP label "VIP-GOLD" opens customer service
    Then the link "https://cs.mock.invalid/demo1/vip" opened in a new tab
    And no action list is shown

  Scenario: A VIP label without entries of its own falls back to the general ones
    Given the player uses the site of merchant "DEMO1" over https
    When the member with VIP label "VIP-SILVER" opens customer service
    Then an action list titled "services" offers "Live chat, CS 2, Telegram"

  Scenario: One entry opens directly
    Given the player uses the site of merchant "DEMO2" over https
    When the player opens customer service
    Then the link "https://cs.mock.invalid/demo2/live" opened in a new tab
    And no action list is shown

  Scenario: No entry to show: customer service is unavailable
    Given the player uses the site of merchant "DEMO1" over https
    And the mock answers "/wps/relay/WPSCORE_getCustomerServiceScript" with HTTP 500
    When the player opens customer service
    Then the notice "cs_unavailable" is shown
    And no link opened

  Scenario: A support widget is injected only when opened, after 500 ms, and opens at the 1 s check
    Given the player uses the site of merchant "DEMO1" over https
    When the player opens customer service
    And the player chooses "Live chat"
    Then no support-widget script was injected
    When the clock moves on 500 ms
    Then the support-widget script "/wps/mock/cs-widget.js?type=LIVECHAT" was injected once
    And the support widget is not open
    When the clock moves on 500 ms
    Then the support widget "LIVECHAT" is open
    And no link opened

  Scenario: A support widget that is still not ready at the 3 s check shows "unknown error"
    Given the player uses the site of merchant "DEMO1" over https
    And the support widget never becomes ready
    When the player opens customer service
    And the player chooses "Live chat"
    And the clock moves on 2999 ms
    Then no notice is shown
    When the clock moves on 1 ms
    Then the notice "unknown_error" is shown
    And the support widget is not open
