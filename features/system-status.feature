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
