Feature: Domain-unreachable notice and failover
  When system status answers domain_not_available, a loading state shows (indicator for up to 10 s), the
  site config is fetched (the list of GET /wps/system/domainRoute when it has none), up to 10 domains of its list are shuffled and pinged in parallel at
  {domain}/wps/system/test/ping?speed={timestamp} with a 10 s timeout each, and the first success becomes
  the retry target; then the modal shows the server message or 'Error', a retry button and a
  customer-services button when entries exist (player-journey.md §2, §4, §7, §8, §9).
  Domain names come as full origins or bare hosts. The scheduler is a fake one; the mock's domainPings
  switch plays each domain (a delay, or dead) and its siteConfig switch replaces the domain list or the
  customer-service entries.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the site's domain is blocked

  Scenario: The fastest domain wins, not the first listed or a slow one
    Given the domain pings answer "m1.demo1.mock.invalid" dead, "m2.demo1.mock.invalid" after 400 ms, "m3.demo1.mock.invalid" after 0 ms
    And the player's stored affiliate code is "aff9" and r is "r1"
    When the app checks the system status
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m3.demo1.mock.invalid"
    And every listed domain was pinged with a speed timestamp
    And the domain notice claims its place among the open prompts
    When the player taps retry on the domain notice
    Then the page leaves for "https://m3.demo1.mock.invalid/m/index.html?affiliateCode=aff9&r=r1"

  Scenario: At 10 s of loading the modal shows; a domain silent for 10 s does not count and retry reloads the page
    Given the domain pings answer "m1.demo1.mock.invalid" after 300 ms, "m2.demo1.mock.invalid" after 300 ms, "m3.demo1.mock.invalid" after 300 ms
    When the app checks the system status
    And the site config has been fetched
    Then the domain notice is loading
    When 10000 ms pass
    Then the domain notice shows "This domain is not available. Please use another domain." with no retry target
    When the player taps retry on the domain notice
    Then the page reloads

  Scenario: Several customer-service entries open the titled action list
    Given the domain pings answer "m1.demo1.mock.invalid" after 0 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice offers customer services
    When the player taps customer services on the domain notice
    Then an action list titled "services" offers "Live chat, CS 2, Telegram"

  Scenario: Of more than 10 domains, the 10 the shuffle draws are pinged at once
    Given the site config lists the domains m1 to m12 of "demo1.mock.invalid"
    And the domain shuffle draws 0 every time
    When the app checks the system status
    And every domain ping has answered or failed
    Then 10 different domains of the list were pinged at once, not the first 10 listed

  Scenario: A domain silent for its 10 s counts as failed, even when it answers later
    Given the domain pings answer "m1.demo1.mock.invalid" after 300 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    And 3 domains have been pinged
    And 9999 ms pass
    Then the domain notice is loading
    When 1 ms pass
    Then the domain notice shows "This domain is not available. Please use another domain." with no retry target
    When every domain ping has answered or failed
    Then the domain notice shows "This domain is not available. Please use another domain." with no retry target

  Scenario: Each domain's 10 s count from its own ping: one answering after the modal showed becomes the retry target
    Given the site config answers after 300 ms
    And the domain pings answer "m1.demo1.mock.invalid" after 500 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice is loading
    When 4000 ms pass
    And 3 domains have been pinged
    And 6000 ms pass
    Then the domain notice shows "This domain is not available. Please use another domain." with no retry target
    When every domain ping has answered or failed
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m1.demo1.mock.invalid"

  Scenario: Without a server message the notice says 'Error'
    Given the system status answers domain_not_available without a message
    And the domain pings answer "m1.demo1.mock.invalid" after 0 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice shows "Error" with the retry target "https://m1.demo1.mock.invalid"

  Scenario: No customer-service entries: no customer-services button
    Given the site config offers no customer-service entries
    And the domain pings answer "m1.demo1.mock.invalid" after 0 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m1.demo1.mock.invalid" and no customer-services button

  Scenario: One customer-service entry opens directly, without the action list
    Given the site config offers only the customer-service link "https://cs.mock.invalid/hotline" titled "Hotline"
    And the domain pings answer "m1.demo1.mock.invalid" after 0 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice offers customer services
    When the player taps customer services on the domain notice
    Then no action list is shown
    And the domain notice opened the customer-service link "https://cs.mock.invalid/hotline" directly

  Scenario: Domain names come as full origins or bare hosts; a bare host takes the page's https
    Given the site config lists the domains "https://m1.demo1.mock.invalid, m2.demo1.mock.invalid"
    And the domain pings answer "m1.demo1.mock.invalid" dead, "m2.demo1.mock.invalid" after 0 ms
    When the app checks the system status
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m2.demo1.mock.invalid"
    And the domains pinged were "https://m1.demo1.mock.invalid, https://m2.demo1.mock.invalid"

  Scenario: A site config without domains: the list of GET /wps/system/domainRoute is raced instead
    Given the site config lists no domains
    And the domain pings answer "m1.demo1.mock.invalid" dead, "m2.demo1.mock.invalid" after 0 ms, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m2.demo1.mock.invalid"
    And the mock backend received 1 request for "/wps/system/domainRoute"

  Scenario: A site config with domains: the domain route is not asked
    Given the domain pings answer "m1.demo1.mock.invalid" after 0 ms, "m2.demo1.mock.invalid" dead, "m3.demo1.mock.invalid" dead
    When the app checks the system status
    Then the domain notice shows "This domain is not available. Please use another domain." with the retry target "https://m1.demo1.mock.invalid"
    And the mock backend received 0 requests for "/wps/system/domainRoute"
