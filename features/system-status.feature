Feature: System status at boot
  The app asks GET /wps/system/status (device MOBILE) when it starts. The answer decides whether the
  player sees the site, the maintenance page or the access-denied page, and a failure is explained
  (shell.md §2, §4; player-journey.md §4, §8 "System status failure" rows).

  Scenario: An open site shows the screens and no restriction is active
    Given the player uses the site of merchant "DEMO1" over https
    When the app checks the system status
    Then the status outcome is "open"
    And maintenance or region restriction is not active
    And no notice is shown

  Scenario: Maintenance with an end time and the server's description
    Given the player uses the site of merchant "DEMO1" over https
    And the site is under maintenance until "2030-01-01T12:00:00+08:00" with the description "Upgrading the draw servers"
    When the app checks the system status
    Then the status outcome is "maintenance"
    And the maintenance ends at "2030-01-01T12:00:00+08:00"
    And the maintenance description is "Upgrading the draw servers"
    And maintenance or region restriction is active

  Scenario: Maintenance without a description leaves the page its fixed text
    Given the player uses the site of merchant "DEMO2" over https
    And the site is under maintenance without a description
    When the app checks the system status
    Then the status outcome is "maintenance"
    And the maintenance description is empty

  Scenario: Region restriction names the visitor's IP
    Given the player uses the site of merchant "DEMO1" over https
    And the site restricts the visitor's region with the IP "198.51.100.7"
    When the app checks the system status
    Then the status outcome is "region-restricted"
    And the visitor IP is "198.51.100.7"
    And maintenance or region restriction is active

  Scenario: The access-denied page shows the end time the server sends
    Given the player uses the site of merchant "DEMO1" over https
    And the site restricts the visitor's region until "2030-01-01T12:00:00+08:00"
    When the app checks the system status
    Then the status outcome is "region-restricted"
    And the access-denied page shows the end time "2030-01-01T12:00:00+08:00"

  Scenario: Without an end time from the server the access-denied page shows none
    Given the player uses the site of merchant "DEMO1" over https
    And the site restricts the visitor's region with the IP "198.51.100.7"
    When the app checks the system status
    Then the status outcome is "region-restricted"
    And the access-denied page shows no end time

  Scenario: A retry after maintenance ends opens the site again
    Given the player uses the site of merchant "DEMO1" over https
    And the site is under maintenance without a description
    And the app has checked the system status
    When maintenance ends
    And the app checks the system status
    Then the status outcome is "open"
    And maintenance or region restriction is not active

  Scenario: domain_not_available runs the domain-unavailable handler and shows no notice
    Given the player uses the site of merchant "DEMO1" over https
    And the site's domain is not available
    When the app checks the system status
    Then the status outcome is "domain-not-available"
    And the domain-unavailable handler ran with the server's message
    And no notice is shown

  Scenario: Any other error code shows the server message
    Given the player uses the site of merchant "DEMO1" over http
    And the mock answers "/wps/system/status" with the error code "system.busy" and the message "Please come back later"
    When the app checks the system status
    Then the status outcome is "failed"
    And the notice "Please come back later" is shown

  Scenario: Over plain http without an error code the notice is "Network Error / CORS Errors"
    Given the player uses the site of merchant "DEMO1" over http
    And the mock answers "/wps/system/status" with a network error
    When the app checks the system status
    Then the status outcome is "failed"
    And the notice "Network Error / CORS Errors" is shown

  Scenario: Over https a failure without a message shows "Error"
    Given the player uses the site of merchant "DEMO1" over https
    And the mock answers "/wps/system/status" with HTTP 500
    When the app checks the system status
    Then the status outcome is "failed"
    And the notice "Error" is shown

  Scenario: The boot query: device MOBILE, the stored tracking values as track, the page's domain and address
    Given the player uses the site of merchant "DEMO1" over https
    And the stored tracking values are '{"tid":"T9","utm_source":"ads"}'
    When the app checks the system status from "https://www.demo1.test/m/home?tid=T9"
    Then the status query carried device "MOBILE", track '{"tid":"T9","utm_source":"ads"}', originalDomain "www.demo1.test", url "https://www.demo1.test/m/home?tid=T9" and a timestamp

  Scenario: A first visit from an ad click sends the tracking fields its address carries as track, before anything is stored
    Given the player uses the site of merchant "DEMO1" over https
    When the app checks the system status from "https://www.demo1.test/m/home?utm_source=fb&fbclid=CLK1&affiliateCode=AF7&lang=en"
    Then the status query carried device "MOBILE", track '{"fbclid":"CLK1","utm_source":"fb","affiliateCode":"AF7"}', originalDomain "www.demo1.test", url "https://www.demo1.test/m/home?utm_source=fb&fbclid=CLK1&affiliateCode=AF7&lang=en" and a timestamp

  Scenario: No stored tracking value: track is left out, as the request layer drops empty fields
    Given the player uses the site of merchant "DEMO1" over https
    When the app checks the system status from "https://www.demo1.test/m/home"
    Then the status query carried device "MOBILE", no track, originalDomain "www.demo1.test", url "https://www.demo1.test/m/home" and a timestamp

  Scenario: When the network comes back and the server answers the status ping, the status is checked again
    Given the player uses the site of merchant "DEMO1" over https
    And the app has checked the system status
    And the site is under maintenance without a description
    When the network comes back
    Then the status ping was sent with the Merchant "DEMO1" and no query
    And after the status ping the status was checked again
    And the status outcome is "maintenance"
    And the mock backend received 2 requests for "/wps/system/status"

  Scenario: A status ping with no answer in 20 s is aborted: the server counts as unreachable and the status is not checked again
    Given the player uses the site of merchant "DEMO1" over https
    And the app has checked the system status
    And the mock answers "/wps/system/test/ping" after 2000 ms
    When the network comes back
    And 19999 ms pass
    Then the network return is still waiting for the status ping
    When 1 ms pass
    Then the network return found the server unreachable
    And the mock backend received 1 request for "/wps/system/status"

  Scenario: Inside the app wrapper, the pushed original domain is the status query's originalDomain
    Given the player uses the site of merchant "DEMO1" over https
    And the app wrapper pushed the registration info '{"affiliateCode":"APPAFF","originalDomain":"aff.demo1.test"}'
    When the app checks the system status from "https://app.demo1.test/m/home"
    Then the status query carried device "MOBILE", no track, originalDomain "aff.demo1.test", url "https://app.demo1.test/m/home" and a timestamp
