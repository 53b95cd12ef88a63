Feature: Referral action
  Not logged in and promotion disabled gives a coming-soon alert; a logged-in agent goes to
  /m/agentRegister; promotion enabled goes to /m/inviteFriends; otherwise customer service opens
  (shell.md §4). Available promotions are fetched only when the REWCEN3 flag is on (shell.md §5); the
  promotion is looked up by key REFERRAL (§3). DEMO1 has REWCEN3 on and REFERRAL enabled; DEMO2 has
  REWCEN3 off and REFERRAL disabled.

  Scenario: Not logged in and promotion disabled gives a coming-soon alert
    Given the player uses the site of merchant "DEMO2" over https
    When the player taps the referral action
    Then a coming-soon alert is shown

  Scenario: Promotion enabled goes to /m/inviteFriends, for a guest too
    Given the player uses the site of merchant "DEMO1" over https
    When the player taps the referral action
    Then the referral action leads to "/m/inviteFriends"

  Scenario: A logged-in agent goes to /m/agentRegister
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "agent01" with password "Passw0rd!"
    When the player taps the referral action
    Then the referral action leads to "/m/agentRegister"

  Scenario: A logged-in player with the promotion enabled goes to /m/inviteFriends
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player taps the referral action
    Then the referral action leads to "/m/inviteFriends"

  Scenario: Otherwise customer service opens
    Given the player uses the site of merchant "DEMO2" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player taps the referral action
    Then the referral action opens customer service

  Scenario: Available promotions are not fetched when REWCEN3 is off
    Given the player uses the site of merchant "DEMO2" over https
    When the player taps the referral action
    Then the mock backend received 0 "GET" requests for "/wps/relay/MCSFE_getMerchantAvailablePromotions"

  Scenario: Available promotions are fetched once, without Authorization, when REWCEN3 is on
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player taps the referral action
    And the player taps the referral action
    Then the mock backend received 1 "GET" request for "/wps/relay/MCSFE_getMerchantAvailablePromotions"
    And the available-promotions call carried no Authorization

  Scenario: REWCEN3 on with REFERRAL disabled still opens customer service
    Given the mock turns the white-label flag "REWCEN3" on for "DEMO2"
    And the player uses the site of merchant "DEMO2" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player taps the referral action
    Then the mock backend received 1 "GET" request for "/wps/relay/MCSFE_getMerchantAvailablePromotions"
    And the referral action opens customer service
