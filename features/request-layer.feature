Feature: The common request layer
  Every call to the /wps API goes through one request layer. It merges parallel identical GETs,
  keeps cacheable answers for the session, encrypts what must be encrypted, and turns every
  failure into what the player sees (shell.md §7-§8, player-journey.md §7-§8).

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Parallel identical GETs reach the server once
    When 5 identical requests for the country list are made at the same time
    Then the mock backend received 1 request for "/wps/system/country"
    And all 5 callers got the country list

  Scenario: A cacheable answer is kept for the session, and a flush fetches it again
    When the country list is requested
    And the country list is requested
    Then the mock backend received 1 request for "/wps/system/country"
    When the country list is requested with flush
    Then the mock backend received 2 requests for "/wps/system/country"

  Scenario Outline: The encrypted login payload the mock decrypts equals what was sent (<form> key)
    Given the player uses the site of merchant "<merchant>" over https
    When the player logs in as "player01" with password "Passw0rd!"
    Then the mock decrypted a login payload equal to what was sent
    And the login request carried a <form> key exchange
    And the player has a session

    Examples:
      | merchant | form |
      | DEMO1    | hex  |
      | DEMO2    | pem  |

  Scenario: Every encrypted call draws a fresh random string, so the server accepts them all
    When the player logs in as "player01" with password "Passw0rd!"
    And the player logs in as "player01" with password "Passw0rd!"
    Then the mock decrypted 2 login payloads
    And no notice is shown

  Scenario: A wrong password is a typed rejection with the server's message
    When the player logs in as "player01" with password "wrong"
    Then the login is rejected with error code "login.cred.err"
    And the player has no session

  Scenario: Every call the app makes carries the ModuleId the server expects
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the app calls every row of the endpoint catalogue
    Then no call was refused for its ModuleId
    And no call was refused for one of its headers

  Scenario Outline: The server refuses a call without <header>, naming it
    When the app calls "<call>" without the "<header>" header
    Then the call is rejected with error code "<code>"
    And the server named the refusal "<message>"

    Examples:
      | call          | header   | code          | message                                                             |
      | systemCountry | Language | param.invalid | Language header is required                                         |
      | systemCountry | ModuleId | module.invalid | ModuleId header is required on /wps/system/country (expected COMM3). |
      | login         | Device   | param.invalid | Device header is required                                           |

  Scenario: The server refuses a request with the wrong ModuleId
    When the app calls "systemCountry" with the ModuleId header "REG3"
    Then the call is rejected with error code "module.invalid"

  Scenario: The web manifest call goes through the request layer: Merchant and Language, and again after a language switch
    Given the player's language is "TH"
    When the app installs the manifest
    Then the last request for "/wps/system/manifest.json" carried the Merchant "DEMO1" and the Language "TH"
    When the player's language becomes "EN"
    And the app installs the manifest
    Then the mock backend received 2 requests for "/wps/system/manifest.json"
    And the last request for "/wps/system/manifest.json" carried the Merchant "DEMO1" and the Language "EN"

  Scenario: Every call of a guest's boot carries Merchant and Language (status, shared settings, manifest)
    Given the player's language is "TH"
    When the app checks the system status
    And the app loads the shared config
    And the app installs the manifest
    Then the mock backend received 1 request for "/wps/system/manifest.json"
    And every request the mock received carried the Merchant "DEMO1" and the Language "TH"
